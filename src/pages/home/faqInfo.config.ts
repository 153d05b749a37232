export default definePageConfig({ navigationBarTitleText: 'FAQ详情' })
