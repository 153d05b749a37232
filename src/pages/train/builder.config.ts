export default definePageConfig({ navigationBarTitleText: '生成计划' })
