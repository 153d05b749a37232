export default definePageConfig({ navigationBarTitleText: '生成海报' })
