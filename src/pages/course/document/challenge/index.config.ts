export default definePageConfig({ navigationBarTitleText: '章节挑战' })
