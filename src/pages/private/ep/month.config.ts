export default definePageConfig({ navigationBarTitleText: '月度开班记录' })
