export default definePageConfig({ navigationBarTitleText: '课程班级' })
