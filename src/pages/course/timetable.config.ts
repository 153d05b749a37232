export default definePageConfig({ navigationBarTitleText: '课表' })
