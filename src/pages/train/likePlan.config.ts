export default definePageConfig({ navigationBarTitleText: '喜欢的计划' })
