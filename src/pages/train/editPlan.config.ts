export default definePageConfig({ navigationBarTitleText: '编辑计划' })
