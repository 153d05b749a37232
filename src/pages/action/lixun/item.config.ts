export default definePageConfig({ navigationBarTitleText: '力训计划详情' })
