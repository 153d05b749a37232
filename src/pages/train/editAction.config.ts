export default definePageConfig({ navigationBarTitleText: '编辑动作' })
