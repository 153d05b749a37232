export default definePageConfig({ navigationBarTitleText: '挑战答题' })
