export default definePageConfig({ navigationBarTitleText: '选择动作' })
