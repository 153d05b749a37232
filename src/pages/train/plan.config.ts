export default definePageConfig({ navigationBarTitleText: '我的计划' })
