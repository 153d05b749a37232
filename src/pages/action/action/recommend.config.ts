export default definePageConfig({ navigationBarTitleText: '动作库订阅' })
