export default definePageConfig({ navigationBarTitleText: '课时学习' })
