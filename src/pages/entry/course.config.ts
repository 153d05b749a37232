export default definePageConfig({ navigationBarTitleText: '课程', enablePullDownRefresh: true })
