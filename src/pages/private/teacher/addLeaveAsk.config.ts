export default definePageConfig({ navigationBarTitleText: '添加请假申请' })
