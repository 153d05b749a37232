export default definePageConfig({ navigationBarTitleText: '网校' })
