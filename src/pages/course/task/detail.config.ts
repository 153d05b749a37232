export default definePageConfig({ navigationBarTitleText: '作业详情' })
