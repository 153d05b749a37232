export default definePageConfig({ navigationBarTitleText: '动作详情' })
