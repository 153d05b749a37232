export default definePageConfig({ navigationBarTitleText: '成就详情' })
