export default definePageConfig({ navigationBarTitleText: '学员作业' })
