export default definePageConfig({ navigationBarTitleText: '课程详情' })
