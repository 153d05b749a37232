export default definePageConfig({ navigationBarTitleText: '课程目录' })
