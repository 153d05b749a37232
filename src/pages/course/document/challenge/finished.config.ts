export default definePageConfig({ navigationBarTitleText: '挑战结果' })
