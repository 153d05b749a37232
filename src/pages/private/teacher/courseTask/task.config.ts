export default definePageConfig({ navigationBarTitleText: '班级作业' })
