export default definePageConfig({ navigationBarTitleText: '课程学习' })
