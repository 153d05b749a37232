export default definePageConfig({ navigationBarTitleText: '发放优惠券' })
