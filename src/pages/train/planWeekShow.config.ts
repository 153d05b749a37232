export default definePageConfig({ navigationBarTitleText: '周计划' })
