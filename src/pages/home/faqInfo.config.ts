export default definePageConfig({ navigationBarTitleText: 'FAQ详情', enableShareAppMessage: true })
