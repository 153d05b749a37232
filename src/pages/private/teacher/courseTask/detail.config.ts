export default definePageConfig({ navigationBarTitleText: '批改' })
