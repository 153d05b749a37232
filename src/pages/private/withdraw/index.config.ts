export default definePageConfig({ navigationBarTitleText: '佣金提现' })
