export default definePageConfig({ navigationBarTitleText: '考试列表' })
