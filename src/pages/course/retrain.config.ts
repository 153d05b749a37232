export default definePageConfig({ navigationBarTitleText: '重修' })
