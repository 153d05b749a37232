export default definePageConfig({ navigationBarTitleText: '考试结果' })
