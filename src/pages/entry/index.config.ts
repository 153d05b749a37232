export default definePageConfig({ navigationBarTitleText: '绿动健身学院', enablePullDownRefresh: true })
