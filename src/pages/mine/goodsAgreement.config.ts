export default definePageConfig({ navigationBarTitleText: '商品协议' })
