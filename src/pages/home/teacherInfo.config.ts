export default definePageConfig({ navigationBarTitleText: '讲师详情' })
