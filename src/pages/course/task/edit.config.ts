export default definePageConfig({ navigationBarTitleText: '提交作业' })
