export default definePageConfig({ navigationBarTitleText: '班级详情' })
