export default definePageConfig({ navigationBarTitleText: '课程资料' })
