export default definePageConfig({ navigationBarTitleText: '课程评价' })
