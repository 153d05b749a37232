export default definePageConfig({ navigationBarTitleText: '班级考试列表' })
