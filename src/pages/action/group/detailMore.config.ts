export default definePageConfig({ navigationBarTitleText: '全部动作' })
