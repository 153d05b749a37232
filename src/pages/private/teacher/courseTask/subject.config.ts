export default definePageConfig({ navigationBarTitleText: '作业题目' })
