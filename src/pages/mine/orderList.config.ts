export default definePageConfig({ navigationBarTitleText: '订单列表' })
