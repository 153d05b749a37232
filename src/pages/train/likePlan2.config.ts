export default definePageConfig({ navigationBarTitleText: '订阅的计划' })
