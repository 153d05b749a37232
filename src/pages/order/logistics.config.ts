export default definePageConfig({ navigationBarTitleText: '物流信息' })
