export default definePageConfig({ navigationBarTitleText: '调整顺序' })
