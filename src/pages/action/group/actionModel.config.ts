export default definePageConfig({ navigationBarTitleText: '动作库详情' })
