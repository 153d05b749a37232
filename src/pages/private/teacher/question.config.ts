export default definePageConfig({ navigationBarTitleText: '评估' })
