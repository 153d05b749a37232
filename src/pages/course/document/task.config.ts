export default definePageConfig({ navigationBarTitleText: '课程作业' })
