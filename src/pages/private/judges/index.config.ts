export default definePageConfig({ navigationBarTitleText: '考官' })
