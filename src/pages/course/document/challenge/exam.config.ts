export default definePageConfig({ navigationBarTitleText: '挑战详情' })
